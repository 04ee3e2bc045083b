// The rooms' addresses and the constants the Worker, the rooms and the browser share. No imports: the browser can
// load it without the protocol's schemas.

/** A group's room on the app's own origin: /parties/group/{groupId}. */
export const ROOM_PARTY = "group";
export const roomPath = (groupId: number) => `/parties/${ROOM_PARTY}/${groupId}`;

/** A user's own room: /parties/user/{userId}. */
export const USER_PARTY = "user";
export const userRoomPath = (userId: number) => `/parties/${USER_PARTY}/${userId}`;

/** Set by the Worker after it authorizes a socket (any client-sent value is overwritten): whose socket it is. */
export const ROOM_SESSION_HEADER = "x-gona-session-id";
export const ROOM_USER_HEADER = "x-gona-user-id";
/** The room's close code when the socket's session has ended (logout, password change). */
export const SESSION_ENDED_CLOSE_CODE = 4001;
