import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserSnapshot } from './use-browser-snapshot';

function Shown({ read }: { read: () => string }) {
  const value = useBrowserSnapshot(
    () => () => {},
    read,
    () => 'server',
  );
  return <p>{value}</p>;
}

describe('useBrowserSnapshot', () => {
  it("renders the server's value in the server HTML and never reads the browser's there", () => {
    const read = vi.fn(() => 'browser');
    expect(renderToString(<Shown read={read} />)).toBe('<p>server</p>');
    expect(read).not.toHaveBeenCalled();
  });
});
