import { type AuthStatus, authStatusSchema, type LoginAnswer, type LoginRequest } from "@common/api/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { PasskeyError, passkeyAssertion } from "@/lib/passkeys";
import { authStatusQuery } from "./get-auth-status";

/**
 * The passkey step of a sign-in: the browser's assertion for the options the password step answered, posted to
 * `POST /api/admin/login/passkey`. A refused assertion (401) is a PasskeyError like a cancelled prompt.
 */
async function passkeyStep(options: Extract<LoginAnswer, { passkeyRequired: true }>["options"]): Promise<AuthStatus> {
  const response = await passkeyAssertion(options);
  try {
    return authStatusSchema.parse(await (await apiRequest("POST", "/api/admin/login/passkey", { response })).json());
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw new PasskeyError("failed", { cause: error });
    throw error;
  }
}

/**
 * `POST /api/admin/login`, then, once the admin has a passkey, the passkey step (`onPasskeyStep` is called as the
 * browser's prompt opens).
 */
export async function signIn(credentials: LoginRequest, onPasskeyStep?: () => void): Promise<AuthStatus> {
  const answer = (await (await apiRequest("POST", "/api/admin/login", credentials)).json()) as LoginAnswer;
  if (!("passkeyRequired" in answer)) return authStatusSchema.parse(answer);
  onPasskeyStep?.();
  return passkeyStep(answer.options);
}

/** Sign-in; on success the sign-in check is answered from the response. */
export function useLogin({ onPasskeyStep }: { onPasskeyStep?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => signIn(credentials, onPasskeyStep),
    onSuccess: (status) => queryClient.setQueryData(authStatusQuery.queryKey, status),
  });
}
