import { Box, Button, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { revealItem } from '@/components/marketing/reveal';
import { Section } from '@/components/marketing/section';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { IconBadge } from '@/components/ui/icon-badge';
import { type TravelFaqItem, travelFaq } from '@/content/travel';

function FaqDialog({
  item,
  open,
  onClose,
}: {
  item: TravelFaqItem | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: 'calc(100% - 1.5rem)', sm: '2xl' }}>
            <Dialog.Header pe="14">
              <Dialog.Title lineHeight="short">{item?.question}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseIconButton />
            </Dialog.CloseTrigger>
            <Dialog.Body pb="8">
              <Dialog.Description asChild>
                <Text fontSize="lg" lineHeight="tall">
                  {item?.answer}
                </Text>
              </Dialog.Description>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Frequently asked questions: each question is a button that opens its answer in a dialog. */
export function TravelFaq() {
  // the item stays set while the dialog animates closed, so its title does not blank out
  const [item, setItem] = useState<TravelFaqItem | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Section reveal id="travel-faq" title="שאלות נפוצות" lead="בחרו שאלה כדי לקרוא את התשובה." bg="bg.subtle">
      <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" maxW="3xl" mx="auto">
        {travelFaq.map((faq, index) => (
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
              onClick={() => {
                setItem(faq);
                setOpen(true);
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
      <FaqDialog item={item} open={open} onClose={() => setOpen(false)} />
    </Section>
  );
}
