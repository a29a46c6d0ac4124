'use client';

import type { Field } from '@/lib/forms/fields';
import { columnClasses } from './columns';
import { marketingLook, requiredLabel } from './field-look';
import { InfoModal } from './info-modal';

/** What each kind of library field gets from its form. */
export interface FormFieldProps {
  field: Field;
  formId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The parts every labelled kind shares: id, label with its mark, subtext, look, info and width. */
export function libraryFieldFrame({ field, formId, error }: FormFieldProps) {
  return {
    id: `${formId}-${field.name}`,
    hint: field.labelSubtext,
    error,
    look: LIBRARY_LOOK,
    className: columnClasses(field.size),
  };
}

const LIBRARY_LOOK = marketingLook('light');

/** The field's label with its required mark. */
export const libraryLabel = (field: Field) => requiredLabel(field.label, field.required);

/** The field's info modal button (blocks spec section 4), when it has one. */
export function FieldInfo({ field }: { field: Field }) {
  return field.infoModal ? (
    <InfoModal label={field.infoModal.label} bodyHtml={field.infoModal.modalBody} />
  ) : null;
}
