import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The row under a step: Back (where there is a step before) and the step's way on. */
export function WizardNav({
  onBack,
  className = 'mt-6 flex flex-wrap gap-3',
  children,
}: {
  onBack?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      ) : null}
      {children}
    </div>
  );
}
