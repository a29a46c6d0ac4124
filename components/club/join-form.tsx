import type { ReactNode } from 'react';
import { PAYMENT, SpecInput } from '@/components/checkout/checkout-fields';
import { Button } from '@/components/ui/button';
import { Field, TextField, controlClass, FormMessage } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { ADDRESS_FIELD_LIST, type AddressField } from '@/lib/checkout/address';
import { isOptional } from '@/lib/checkout/declared-fields';
import { WINE_SHIPPING_STATES, US_STATES } from '@/lib/checkout/us-states';
import { CLUB_JOIN_PATH } from '@/lib/club/club-join-form';
import { routeTitle, type ClubRoute } from '@/lib/club/clubs';
import { TERMS_CONSENT_LABEL, TERMS_HEADING } from '@/lib/club/membership-plan';
import { BACK_FIELD, shownMessage, type PostedForm } from '@/lib/forms/posted-form';
import { joinClubFromForm, type SavedCardOption } from '@/server/actions/clubs';
import { TermsList } from './terms-list';
import { CardPaymentIntro } from './wizard/card-fields';

/** What the form starts with: the answer's typing, else the member's saved details. */
export interface JoinStart {
  values: Partial<Record<string, string>>;
  savedCards: SavedCardOption[];
}

const SECTION = 'grid gap-4 sm:grid-cols-2';
const LEGEND = 'mb-2 font-serif text-2xl';

/** One address's fields, named `${prefix}.city` and so on; club wine ships only where it may. */
function AddressFields({
  prefix,
  states,
  values,
  errors,
}: {
  prefix: 'shipTo' | 'billTo';
  states: readonly { value: string; label: string }[];
  values: JoinStart['values'];
  errors: Partial<Record<string, string>>;
}) {
  const named = (name: AddressField | 'stateCode') => `${prefix}.${name}`;
  return ADDRESS_FIELD_LIST.map((field) =>
    field.control === 'state' ? (
      <SelectField
        key={field.name}
        id={`join-${named('stateCode')}`}
        label="State"
        error={errors[named('stateCode')]}
        options={states}
        emptyLabel="Select a state"
        name={named('stateCode')}
        autoComplete={`${prefix === 'shipTo' ? 'shipping' : 'billing'} address-level1`}
        defaultValue={values[named('stateCode')] ?? ''}
        className={controlClass(errors[named('stateCode')])}
      />
    ) : (
      <TextField
        key={field.name}
        id={`join-${named(field.name)}`}
        name={named(field.name)}
        label={field.label}
        autoComplete={`${prefix === 'shipTo' ? 'shipping' : 'billing'} ${field.autoComplete}`}
        inputMode={field.inputMode === 'numeric' ? 'numeric' : undefined}
        required={!isOptional(field)}
        defaultValue={values[named(field.name)] ?? ''}
        error={errors[named(field.name)]}
      />
    ),
  );
}

/** The card: a saved one to choose, or a new one's fields (checkout's). */
function CardChoice({ start, errors }: { start: JoinStart; errors: PostedErrors }) {
  const { values, savedCards } = start;
  const usable = savedCards.filter((card) => !card.expired);
  const chosen = values['card.creditCardId'] ?? usable[0]?.id ?? '';
  return (
    <fieldset className={SECTION}>
      <CardPaymentIntro />
      {savedCards.length > 0 ? (
        <div role="radiogroup" aria-label="Card to charge" className="grid gap-2 sm:col-span-2">
          {savedCards.map((card) => (
            <label key={card.id} className="flex items-center gap-2">
              <input
                type="radio"
                name="card.creditCardId"
                value={card.id}
                disabled={card.expired}
                defaultChecked={card.id === chosen}
                className="accent-wine"
              />
              {`${card.label}, ${card.expired ? 'expired' : 'expires'} ${card.expiry}`}
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="card.creditCardId"
              value=""
              defaultChecked={chosen === ''}
              className="accent-wine"
            />
            A new card, below
          </label>
        </div>
      ) : null}
      {[
        { name: 'cardHolderName', label: 'Name on card', autoComplete: 'cc-name', wide: true },
        ...PAYMENT,
      ].map((spec) => (
        <SpecInput
          key={spec.name}
          spec={spec}
          id={`join-card-${spec.name}`}
          error={errors[`card.${spec.name}`]}
          control={{
            name: `card.${spec.name}`,
            defaultValue: start.values[`card.${spec.name}`] ?? '',
          }}
        />
      ))}
    </fieldset>
  );
}

type PostedErrors = Partial<Record<string, string>>;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The membership terms and the consent to them. */
function TermsConsent({ route, error }: { route: ClubRoute; error: string | undefined }) {
  return (
    <section aria-labelledby="join-terms" className="rounded border border-ink/20 p-4">
      <h2 id="join-terms" className="text-lg font-semibold">
        {TERMS_HEADING}
      </h2>
      <TermsList route={route} id="join-terms-list" />
      <label className="mt-4 flex min-h-11 items-center gap-3 py-1">
        <input
          type="checkbox"
          name="termsAccepted"
          required
          className="size-6 shrink-0 accent-wine"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'join-terms-error' : 'join-terms-list'}
        />
        <span>{TERMS_CONSENT_LABEL}</span>
      </label>
      {error ? (
        <p id="join-terms-error" role="alert" className="mt-1 text-sm text-wine">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The club join on one page, for a signed-in visitor whose scripts have not run (the wizard's
 * steps 2 to 4): the shipping address, the birth date, billing, the card and the terms, posted
 * natively to `joinClubFromForm`, which joins or comes back here with its answer. Rendered on
 * the server with no script of its own.
 */
export function JoinForm({
  route,
  start,
  answered,
}: {
  route: ClubRoute;
  start: JoinStart;
  answered: PostedForm;
}) {
  const errors: PostedErrors = answered?.fieldErrors ?? {};
  const { values } = start;
  const message = shownMessage(null, answered);
  return (
    <form
      action={joinClubFromForm}
      noValidate
      aria-label={`Join the ${routeTitle(route)}`}
      className="space-y-8"
    >
      <input type="hidden" name="clubSlug" value={route.slug} />
      <input type="hidden" name={BACK_FIELD} value={`${CLUB_JOIN_PATH}?club=${route.slug}`} />
      <FormMessage id="join-message" message={message} />
      <Section legend="Shipping">
        <AddressFields
          prefix="shipTo"
          states={WINE_SHIPPING_STATES}
          values={values}
          errors={errors}
        />
        <TextField
          id="join-birthDate"
          name="birthDate"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          defaultValue={values.birthDate ?? ''}
          error={errors.birthDate}
        />
      </Section>
      <Section legend="Billing">
        <Field id="join-same-billing" label="Bill to my shipping address" controlFirst>
          {(aria) => (
            <input
              {...aria}
              type="checkbox"
              name="billingSameAsShipping"
              className="mt-1"
              defaultChecked={values.billingSameAsShipping !== ''}
            />
          )}
        </Field>
        <p className="text-sm sm:col-span-2">
          Or fill in the billing address and leave the box unticked:
        </p>
        <AddressFields prefix="billTo" states={US_STATES} values={values} errors={errors} />
      </Section>
      <CardChoice start={start} errors={errors} />
      <TermsConsent route={route} error={errors.termsAccepted} />
      <Button type="submit" variant="primary">
        Join
      </Button>
    </form>
  );
}
