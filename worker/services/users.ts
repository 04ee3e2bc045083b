import type { UserRecord } from "../db/schema";

/** The user object every API answer carries: in both spellings (camelCase and snake_case), since clients read either; never the password hash. */
export function userDto(user: UserRecord) {
  const badge = user.verificationBadge ?? null;
  return {
    id: user.id,
    fullName: user.fullName,
    full_name: user.fullName,
    email: user.email,
    role: user.role,
    verificationBadge: badge,
    verification_badge: badge,
    isVerified: user.isVerified,
    is_verified: user.isVerified,
    phone: user.phone ?? null,
    location: user.location ?? null,
    lowData: user.lowData,
    created_at: user.createdAt,
  };
}

export type UserDto = ReturnType<typeof userDto>;
