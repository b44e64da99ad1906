import { Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@/theme/chakra-theme';

/**
 * Chakra's `Field.Root` with its style recipe: the system registers none (src/theme/system.ts keeps the
 * first paint light), so a field without it would lay out its label, helper and error unstyled.
 */
export function FieldRoot(props: Field.RootProps) {
  return <Field.Root recipe={fieldSlotRecipe} {...props} />;
}
