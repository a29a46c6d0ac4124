'use client';

import { shipmentDateText } from '@/lib/club/membership-plan';
import { setMembershipHold, skipNextShipment } from '@/server/actions/account/membership-changes';
import {
  changeMembershipFromForm,
  type MembershipChange,
} from '@/server/actions/account/account-posts';
import { BackField, HiddenFields } from '@/components/ui/form-shell';
import { ACTION_LOOKS, ConfirmChange } from './confirm-change';
import type { ClubMembership } from '@/lib/commerce/entities';
import type { useAccountForm } from './use-account-form';

/** Every membership change takes one input and answers a confirmation or a refusal. */
export type MembershipAction = typeof skipNextShipment;

/** What each part of a membership panel is given (the panel's form, and how to run a change). */
export interface PanelPart {
  form: ReturnType<typeof useAccountForm>;
  membership: ClubMembership;
  run: (action: MembershipAction) => (input: unknown) => void;
  /** `run`, answering when the change and the page's new render have. */
  settle: (action: MembershipAction) => (input: unknown) => Promise<void>;
}

/** What a membership form posts natively: which change, to which membership, and its values. */
export function postedChange(
  change: MembershipChange,
  membership: ClubMembership,
  values: Record<string, string> = {},
): Record<string, string> {
  return { change, membershipId: membership.id, ...values };
}

/** The hidden fields of a membership form's native post (`changeMembershipFromForm`). */
export function PostedChange({
  change,
  membership,
}: {
  change: MembershipChange;
  membership: ClubMembership;
}) {
  return (
    <>
      <BackField />
      <HiddenFields values={postedChange(change, membership)} />
    </>
  );
}

/**
 * Skip the next shipment, confirmed first. The action carries the date the member
 * confirmed, so the service skips that shipment once however often the request arrives.
 */
function SkipNext({ form, membership, settle, date }: PanelPart & { date: string }) {
  const when = shipmentDateText(date);
  return (
    <ConfirmChange
      triggerClass={ACTION_LOOKS.routine}
      disabled={form.pending}
      trigger={
        <>
          Skip next shipment<span className="sr-only"> of {membership.clubTitle}</span>
        </>
      }
      title={`Skip the shipment of ${when}?`}
      body={
        <p>
          The {membership.clubTitle} shipment of {when} will not be sent or charged. Your membership
          stays active and the shipment after it becomes your next one.
        </p>
      }
      confirmLabel={`Yes, skip ${when}`}
      keepLabel="Keep this shipment"
      post={changeMembershipFromForm}
      fields={postedChange('skip', membership, { shipmentDate: date })}
      onConfirm={() =>
        settle(skipNextShipment)({ membershipId: membership.id, shipmentDate: date })
      }
    />
  );
}

/**
 * Skip and hold (cancel sits apart, at the panel's foot): each says what it will do and asks
 * first, and each looks its own (`ACTION_LOOKS`).
 */
export function MembershipActions(props: PanelPart) {
  const { form, membership, run, settle } = props;
  const active = membership.status === 'Active';
  return (
    <div className="flex flex-wrap gap-3">
      {active && membership.nextShipmentDate ? (
        <SkipNext {...props} date={membership.nextShipmentDate} />
      ) : null}
      {active ? (
        <ConfirmChange
          triggerClass={ACTION_LOOKS.pause}
          disabled={form.pending}
          trigger={
            <>
              Put on hold<span className="sr-only"> {membership.clubTitle}</span>
            </>
          }
          title={`Put your ${membership.clubTitle} membership on hold?`}
          body={
            <p>
              No shipments go out and nothing is charged until you resume it. You can resume here at
              any time.
            </p>
          }
          confirmLabel="Yes, put on hold"
          keepLabel="Keep it active"
          post={changeMembershipFromForm}
          fields={postedChange('hold', membership)}
          onConfirm={() => settle(setMembershipHold)({ membershipId: membership.id, hold: true })}
        />
      ) : (
        <form
          action={changeMembershipFromForm}
          onSubmit={(event) => {
            event.preventDefault();
            run(setMembershipHold)({ membershipId: membership.id, hold: false });
          }}
        >
          <PostedChange change="resume" membership={membership} />
          <button type="submit" className={ACTION_LOOKS.routine} disabled={form.pending}>
            Resume membership<span className="sr-only"> {membership.clubTitle}</span>
          </button>
        </form>
      )}
    </div>
  );
}
