/**
 * A security card's error line under its fields, read out as it appears; nothing without one.
 * Each card keeps its own test id, which the component and browser tests look for.
 */
export function FormProblem({ text, testId }: { text: string | null; testId: string }) {
  return text ? (
    <p className="ui-form__error" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}
