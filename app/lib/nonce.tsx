import { createContext, useContext } from "react";

/** The per-request CSP nonce for Remix's inline scripts (empty in the browser, which hides it anyway). */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
