/**
 * Chakra's `Input` without Ark's field machinery, for a lone input in the first load (the footer's
 * newsletter form). Chakra's `Input` is Ark's `Field.Input`, which reads a `Field.Root` context the form
 * does not have and brings the whole of Ark's field (useField, its item, the textarea autoresize: ~1.5 kB
 * gzip) into every page. Same recipe, same element, same class names: the server HTML does not change.
 * Inputs inside a `Field.Root` (labels, errors wired by Chakra) keep using Chakra's `Input`.
 */
import { createRecipeContext, type InputProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'input' });

export const PlainInput = withContext<HTMLInputElement, InputProps>('input');
