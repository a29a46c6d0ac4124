import { EmailSignupForm } from '@/components/forms/email-signup-form';

/** The footer's 'STAY IN TOUCH' e-mail sign-up, to the newsletter setting. */
export function FooterSignup({ brandName }: { brandName: string }) {
  return (
    <EmailSignupForm
      formId="footer-signup"
      tone="dark"
      optInLabel={`Yes, I would like to subscribe to updates from ${brandName}.*`}
      heading={
        <h2 className="text-sm font-semibold tracking-wide text-gold uppercase">STAY IN TOUCH</h2>
      }
    />
  );
}
