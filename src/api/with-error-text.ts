// Query functions reject with the text the user should read: the server's message, or the
// spec's default for that call (see errorMessage). The original error stays as `cause`.
import { errorMessage } from '@/lib/api-client';

export async function withErrorText<T>(request: Promise<T>, fallback: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw new Error(errorMessage(error, fallback), { cause: error });
  }
}
