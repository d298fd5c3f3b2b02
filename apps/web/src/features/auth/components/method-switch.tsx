export type MethodSwitchProps<M extends string> = {
  /** The accessible name of the tab list. */
  label: string;
  methods: readonly M[];
  selected: M;
  onSelect: (method: M) => void;
  /** Each tab's data-testid is `${testIdPrefix}-${method}`. */
  testIdPrefix: string;
  optionLabel: (method: M) => string;
};

/**
 * The tabs that choose how a visitor signs in, registers or recovers a password (spec §2: username
 * or mobile, phone or e-mail), one look for the three forms.
 */
export function MethodSwitch<M extends string>({
  label,
  methods,
  selected,
  onSelect,
  testIdPrefix,
  optionLabel,
}: MethodSwitchProps<M>) {
  return (
    <div className="auth-switch" role="tablist" aria-label={label}>
      {methods.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={selected === m}
          className="auth-switch__option"
          data-testid={`${testIdPrefix}-${m}`}
          onClick={() => onSelect(m)}
        >
          {optionLabel(m)}
        </button>
      ))}
    </div>
  );
}
