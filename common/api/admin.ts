import { z } from "zod";

/** `POST /api/admin/login` body; both fields required (SPEC.md §5). */
export const loginRequestSchema = z.strictObject({
  username: z
    .string({ error: "username is required" })
    .min(1, { error: "username is required" })
    .max(200, { error: "username is too long" }),
  password: z
    .string({ error: "password is required" })
    .min(1, { error: "password is required" })
    .max(1000, { error: "password is too long" }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `GET /api/admin/auth` (and the login and logout answers). */
export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  username: z.string().optional(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;
