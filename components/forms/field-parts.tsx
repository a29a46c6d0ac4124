'use client';

import type { Field } from '@/lib/forms/fields';
import { columnClasses } from './columns';
import { marketingLook, requiredLabel } from './field-look';
import { InfoModal } from './info-modal';
import type { FieldBinding } from './form-state';

/** What each kind of library field gets from its form. */
export interface FormFieldProps extends FieldBinding {
  field: Field;
  formId: string;
}

const LIBRARY_LOOK = marketingLook('light');

/**
 * What every kind of library field shows around its control: the label with its required mark,
 * the info modal's button beside it, the subtext, the error and the field's column width.
 */
export function libraryFieldFrame({ field, formId, error }: FormFieldProps) {
  return {
    id: `${formId}-${field.name}`,
    label: requiredLabel(field.label, field.required),
    aside: field.infoModal ? (
      <InfoModal label={field.infoModal.label} bodyHtml={field.infoModal.modalBody} />
    ) : null,
    hint: field.labelSubtext,
    error,
    look: LIBRARY_LOOK,
    className: columnClasses(field.size),
  };
}
