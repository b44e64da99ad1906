import { Box, Button, chakra, Dialog, Flex, Heading, Portal, Text } from '@chakra-ui/react';
import { Download, Eye } from 'lucide-react';
import { useRef, useState } from 'react';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import {
  type DocumentType,
  documentTypes,
  type ExpiryState,
  expiryLabels,
  expiryState,
} from '@/shared/account';
import { dayText } from './format';

export interface CustomerDocumentRow {
  id: number;
  name: string;
  type: DocumentType;
  size: number;
  expirationDate: string | null;
  createdAt: Date | string;
}

// the dot's colours (SPEC §4) with the state in words beside it, so colour is never the only cue; the
// trimmed theme has no yellow scale, hence the literal (yellow 500)
const dotColor: Record<ExpiryState, string> = { expired: 'red.600', soon: '#EAB308', valid: 'green.600' };

function ExpiryDot({ date }: { date: string | null }) {
  const state = expiryState(date);
  if (!state || !date) return <Text color="fg.muted">ללא תאריך תפוגה</Text>;
  return (
    <Flex align="center" gap="2">
      <Box
        boxSize="2.5"
        borderRadius="full"
        bg={dotColor[state]}
        borderWidth="1px"
        borderColor="blackAlpha.400"
        flexShrink="0"
        aria-hidden="true"
      />
      <Text>
        {expiryLabels[state]} · <time dateTime={date}>{dayText(date)}</time>
      </Text>
    </Flex>
  );
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const fileUrl = (userId: number, id: number, kind: 'preview' | 'download') =>
  `/api/admin/users/${userId}/documents/${id}/${kind}`;

/** The customer's documents with their expiry, a preview in a frame (each view is audited) and a download. */
export function DocumentsSection({
  userId,
  documents,
}: {
  userId: number;
  documents: readonly CustomerDocumentRow[];
}) {
  const [viewing, setViewing] = useState<CustomerDocumentRow | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Box as="section" aria-labelledby="documents-heading">
      <Heading id="documents-heading" as="h2" size="lg" mb="3">
        מסמכים
      </Heading>
      {documents.length === 0 ? (
        <Text
          py="6"
          px="4"
          textAlign="center"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="lg"
          color="fg.muted"
        >
          הלקוח לא העלה מסמכים.
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3" aria-label="המסמכים">
          {documents.map((doc) => {
            const kind = documentTypes[doc.type];
            return (
              <Flex
                as="li"
                key={doc.id}
                borderWidth="1px"
                borderRadius="lg"
                p="4"
                gap="3"
                justify="space-between"
                align={{ base: 'stretch', md: 'center' }}
                direction={{ base: 'column', md: 'row' }}
                minW="0"
              >
                <Box minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {doc.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {kind?.label ?? doc.type} · <bdi dir="ltr">{sizeText(doc.size)}</bdi> · הועלה{' '}
                    <DateTime value={doc.createdAt} />
                  </Text>
                  <Box mt="1" fontSize="sm">
                    <ExpiryDot date={doc.expirationDate} />
                  </Box>
                </Box>
                <Flex gap="2" wrap="wrap" flexShrink="0">
                  {kind?.preview && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-haspopup="dialog"
                      aria-label={`תצוגה מקדימה: ${doc.name}`}
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setViewing(doc);
                      }}
                    >
                      <Eye aria-hidden="true" />
                      תצוגה מקדימה
                    </Button>
                  )}
                  <Button asChild size="xs" variant="outline">
                    <a href={fileUrl(userId, doc.id, 'download')} download aria-label={`הורדה: ${doc.name}`}>
                      <Download aria-hidden="true" />
                      הורדה
                    </a>
                  </Button>
                </Flex>
              </Flex>
            );
          })}
        </Box>
      )}
      <Dialog.Root
        open={viewing !== null}
        onOpenChange={(event) => !event.open && setViewing(null)}
        lazyMount
        unmountOnExit
        placement="center"
        size="xl"
        finalFocusEl={() => opener.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="3">
              <Dialog.Header pe="14">
                <Dialog.Title overflowWrap="anywhere">{viewing?.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseIconButton />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                {viewing && (
                  <chakra.iframe
                    title={`תצוגה מקדימה: ${viewing.name}`}
                    src={fileUrl(userId, viewing.id, 'preview')}
                    w="full"
                    h={{ base: '60vh', md: '70vh' }}
                    borderWidth="1px"
                    borderRadius="md"
                    bg="bg.subtle"
                  />
                )}
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}
