/** Whether an operation is allowed: Payload throws a Forbidden error (status 403) when access says no. */
export async function allowed(operation: () => Promise<unknown>): Promise<boolean> {
  try {
    await operation();
    return true;
  } catch (error) {
    if (error instanceof Error && 'status' in error && (error as { status: number }).status === 403) return false;
    throw error;
  }
}
