/**
 * The roles of the admin console (spec 000's admin template): admin manages everything including
 * other operators, editor manages content, visitor only reads. Stored per user as a JSON array.
 */
export const adminRoles = ['admin', 'editor', 'visitor'] as const

export type AdminRole = (typeof adminRoles)[number]
