import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { ChevronRight, CircleHelp } from 'lucide-react';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { revealItem } from '@/components/marketing/reveal';
import { Section } from '@/components/marketing/section';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { IconBadge } from '@/components/ui/icon-badge';
import type { TravelFaqItem } from '@/content/travel';
import { onceNear } from '@/lib/approach';

// the dialog (Chakra's dialog and portal, ~20 kB gzip) loads when a visitor reaches for a question;
// it opens in a transition, so the page stays as it is until the code is here
const loadDialog = () => import('./travel-faq-dialog');
const FaqDialog = lazy(() => loadDialog().then((m) => ({ default: m.FaqDialog })));
const preload = () => void loadDialog().catch(() => undefined);

/** Frequently asked questions: each question is a button that opens its answer in a dialog. */
export function TravelFaq({ items }: { items: readonly TravelFaqItem[] }) {
  // the item stays set while the dialog animates closed, so its title does not blank out
  const [item, setItem] = useState<TravelFaqItem | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // below the fold: the dialog's code comes as the questions near the viewport (a first tap then opens
  // it as fast as before), never in the page load itself
  useEffect(() => {
    if (list.current) return onceNear(list.current, preload);
  }, []);
  return (
    <Section reveal id="travel-faq" title="שאלות נפוצות" lead="בחרו שאלה כדי לקרוא את התשובה." bg="bg.subtle">
      <Stack ref={list} as="ul" gap="3" listStyleType="none" p="0" m="0" maxW="3xl" mx="auto">
        {items.map((faq, index) => (
          <Box as="li" key={faq.question} css={revealItem(index + 1, 'fade-up', 0.5)}>
            <Button
              variant="outline"
              bg="bg"
              w="full"
              h="auto"
              minH="16"
              py="4"
              px={{ base: '4', md: '6' }}
              justifyContent="space-between"
              textAlign="start"
              whiteSpace="normal"
              fontSize={{ base: 'md', md: 'lg' }}
              fontWeight="semibold"
              color="brand.900"
              borderRadius="xl"
              aria-haspopup="dialog"
              onPointerEnter={preload}
              onFocus={preload}
              onClick={(event) => {
                trigger.current = event.currentTarget;
                startTransition(() => {
                  setItem(faq);
                  setOpen(true);
                });
              }}
            >
              <Flex as="span" align="center" gap="3">
                <IconBadge icon={CircleHelp} iconSize={22} shape="plain" color="accent.teal" />
                {faq.question}
              </Flex>
              <DirectionalIcon icon={ChevronRight} size={20} color="brand.600" />
            </Button>
          </Box>
        ))}
      </Stack>
      {item && (
        <Suspense fallback={null}>
          <FaqDialog item={item} open={open} onClose={() => setOpen(false)} trigger={trigger} />
        </Suspense>
      )}
    </Section>
  );
}
