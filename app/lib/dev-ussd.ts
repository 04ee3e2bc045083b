// What /dev/ussd's page draws and its server reads alike (app/lib/dev-ussd.server.ts holds the session).

/** A feature phone's keys, three a row. */
export const KEYPAD = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"] as const;
/** The longest answer typed at once (one USSD input line). */
export const MAX_DRAFT = 182;
/** An SMS is at most this long on the desk phone (a long SMS is several parts; the handler reads its first words). */
export const MAX_SMS = 320;
