import { ApiError } from '../../src/api/client';

/** The ApiError a call fails with; anything else thrown, or no failure, fails the test. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
