/** The shape of a failed parse, as far as the form needs it. */
interface ParseError {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** The first message per field of a failed parse with the route's own schema, so the screen says what the server would. */
export const fieldErrorsOf = (error: ParseError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
};
