'use client';

import { useEffect, useRef } from 'react';

/**
 * A native radio group: arrow keys move the choice, as visitors expect. The radios work before the
 * page's JavaScript has loaded; a choice made then is read from the form on mount and counts (React
 * keeps the checked radio while hydrating, but its state would still hold the first option, and
 * the next render would quietly put that one back).
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  selected,
  label,
  onPick,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  selected: T;
  label: (option: T) => string;
  onPick: (option: T) => void;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const chosen = checkedOption(group.current, options);
    if (chosen !== undefined && chosen !== selected) onPick(chosen);
    // Once, on mount: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <fieldset ref={group} className="mt-4">
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded border border-neutral-300 px-3 py-2 has-checked:border-wine has-checked:bg-wine/5"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === selected}
              onChange={() => onPick(option)}
              className="accent-wine"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The option whose radio is checked in the group's form state, if any. */
export function checkedOption<T extends string | number>(
  group: ParentNode | null,
  options: readonly T[],
): T | undefined {
  const radio = group?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  if (!radio) return undefined;
  return options.find((option) => String(option) === radio.value);
}
