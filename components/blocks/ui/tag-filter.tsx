'use client';

import { useState, type ReactNode } from 'react';

/**
 * Filter buttons over a list rendered on the server: each item carries its tags; choosing a tag
 * shows the items that have it ('All' shows every item). Without JavaScript every item shows.
 */
export function TagFilter({
  tags,
  hasAll,
  items,
  label,
}: {
  tags: readonly string[];
  hasAll: boolean;
  items: readonly { tags: readonly string[]; node: ReactNode }[];
  label: string;
}) {
  const [active, setActive] = useState<string | null>(hasAll ? null : (tags[0] ?? null));
  const choices: (string | null)[] = hasAll ? [null, ...tags] : [...tags];
  return (
    <div>
      <div role="group" aria-label={label} className="mb-6 flex flex-wrap justify-center gap-2">
        {choices.map((tag) => (
          <button
            key={tag ?? '__all'}
            type="button"
            aria-pressed={active === tag}
            onClick={() => setActive(tag)}
            className="rounded-full border border-ink px-4 py-1.5 text-sm aria-pressed:bg-ink aria-pressed:text-white"
          >
            {tag ?? 'All'}
          </button>
        ))}
      </div>
      {items.map((item, index) =>
        active === null || item.tags.includes(active) ? <div key={index}>{item.node}</div> : null,
      )}
    </div>
  );
}
