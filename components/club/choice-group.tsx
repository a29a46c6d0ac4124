'use client';

/** A native radio group: arrow keys move the choice, as visitors expect. */
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
  return (
    <fieldset className="mt-4">
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
