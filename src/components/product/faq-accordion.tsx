import { Accordion, Box, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { ProductFaq as Faq } from '@/content/products';
import { useHydrated } from '@/render/use-hydrated';
import { accordionSlotRecipe } from '@/theme/chakra-theme';

export interface FaqAccordionProps {
  items: readonly Faq[];
  /** the questions opened before this component's code arrived (0-based) */
  opened?: readonly number[];
}

/** the value of the item at `index`; it becomes part of element ids: no spaces */
const itemValue = (index: number) => `faq-${index + 1}`;

/**
 * Questions and answers as an accordion: each question is a button inside an <h3>
 * (WAI-ARIA accordion pattern); the answers stay in the HTML, closed, for readers without JavaScript.
 * In the browser it loads on first use (product-faq.tsx): Chakra's accordion and zag's machine are
 * ~15 kB gzip of the product page's first load.
 */
export function FaqAccordion({ items, opened = [] }: FaqAccordionProps) {
  // zag gives the closed panels an inline style (--height); in the server's HTML that is a style
  // attribute, which the CSP blocks. Until hydration it is dropped, then React sets it via the CSSOM.
  const hydrated = useHydrated();
  const noInlineStyle = hydrated
    ? undefined
    : ({ '--height': undefined, '--width': undefined } as CSSProperties);
  return (
    // the recipe is passed here, not registered in the theme, so it ships only in this component's chunk
    <Accordion.Root
      recipe={accordionSlotRecipe}
      variant="enclosed"
      size="lg"
      multiple
      collapsible
      bg="bg"
      defaultValue={opened.map(itemValue)}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={itemValue(index)}>
          <Box as="h3" m="0" fontSize="inherit">
            <Accordion.ItemTrigger py="4" fontWeight="semibold" cursor="pointer">
              <Box as="span" flex="1">
                {item.question}
              </Box>
              {/* a span: a <button> holds phrasing content only */}
              <Accordion.ItemIndicator asChild color="brand.fg">
                <span>
                  <ChevronDown aria-hidden="true" />
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Box>
          <Accordion.ItemContent style={noInlineStyle}>
            <Accordion.ItemBody pt="0" pb="5">
              <Text color="fg.muted" maxW="3xl">
                {item.answer}
              </Text>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
