import { useEffect, useState } from "react";

/** False in the server's HTML and until React has hydrated: text that holds only with JavaScript waits for true. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
