import type { ClubRoute } from '@/lib/club/clubs';
import { membershipTerms } from '@/lib/club/membership-plan';

/** The membership terms as a list: shown before joining (the wizard) and repeated on the receipt. */
export function TermsList({ route, id }: { route: ClubRoute | undefined; id?: string }) {
  return (
    <ul id={id} className="mt-2 list-disc space-y-1 pl-5">
      {membershipTerms(route).map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  );
}
