import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

export interface LinkButtonProps extends HTMLChakraProps<'a', RecipeProps<'button'>> {}

const { withContext } = createRecipeContext({ key: 'button' });

/**
 * A link drawn as a button: the button recipe on an <a> (with `asChild`, on a router <Link>). Links
 * are never `<Button asChild>`: Chakra's Button gives its element type="button", which on an <a>
 * is an invalid MIME type.
 */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a');
