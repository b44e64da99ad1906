import { Box, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { ProductFaq as Faq } from '@/content/products';

/**
 * The product's questions and answers as native disclosures (<details> and <summary>): each opens and
 * closes without any JavaScript, so before hydration too, by pointer or by keyboard (Tab to a question,
 * Enter or Space); the answers stay in the HTML for readers and search engines.
 */
export function ProductFaq({ items }: { items: readonly Faq[] }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg" divideY="1px">
      {items.map((item) => (
        <Box as="details" key={item.question} _open={{ bg: 'bg.subtle' }}>
          <Box
            as="summary"
            display="flex"
            alignItems="center"
            gap="3"
            px="4.5"
            py="2.5"
            minH="12"
            textStyle="lg"
            fontWeight="semibold"
            cursor="pointer"
            listStyle="none"
            borderRadius="l2"
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'colorPalette.focusRing',
              outlineOffset: '-2px',
            }}
            // the browser's own triangle: the chevron shows the state instead
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            <Box as="h3" flex="1" m="0" fontSize="inherit" fontWeight="inherit">
              {item.question}
            </Box>
            <Box
              as="span"
              display="flex"
              color="brand.fg"
              transition="rotate 0.2s"
              css={{ '[open] > summary > &': { rotate: '180deg' } }}
            >
              <ChevronDown aria-hidden="true" size="1.2em" />
            </Box>
          </Box>
          <Text px="4.5" pt="0" pb="5" color="fg.muted" maxW="3xl">
            {item.answer}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
