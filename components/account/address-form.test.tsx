import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerAddress } from '@/lib/commerce/entities';
import { TEST_ADDRESS } from '@/tests/support/test-customer';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: () => {} }),
  usePathname: () => '/profile',
}));
vi.mock('@/server/actions/account/details', () => ({ saveAddress: async () => ({ ok: true }) }));
vi.mock('@/server/actions/account/account-posts', () => ({
  saveAddressFromForm: async () => null,
}));
const { AddressForm } = await import('./address-form');

const SAVED = { id: 'a1', ...TEST_ADDRESS, isDefault: true } as CustomerAddress;
const MEMBER = { firstName: 'Maya', lastName: 'Lindqvist' };

/** The value each name field starts with. */
function names(html: string) {
  const value = (name: string) =>
    new RegExp(`<input[^>]* name="${name}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1] ??
    '';
  return [value('firstName'), value('lastName'), value('address')];
}

describe('the address form offers the member’s own name for a new address', () => {
  it.each([
    ['a new address', undefined, MEMBER, ['Maya', 'Lindqvist', '']],
    [
      'a new address, no name on the account',
      undefined,
      { firstName: '', lastName: '' },
      ['', '', ''],
    ],
    ['an address being edited keeps its own', SAVED, MEMBER, ['Rosa', 'Quintero', '1 Test Road']],
  ] as const)('%s', (_, address, ownName, expected) => {
    const html = renderToStaticMarkup(
      <AddressForm address={address} ownName={ownName} onDone={() => {}} answered={null} />,
    );
    expect(names(html)).toEqual(expected);
  });
});
