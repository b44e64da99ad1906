import { Box, Button, chakra, Dialog, Portal, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { type DocumentItem, documentTypes } from '@/shared/account';
import { previewUrl } from './transfer';

function Preview({ doc }: { doc: DocumentItem }) {
  const { preview, label } = documentTypes[doc.type];
  if (!preview) {
    return (
      <Box py="10" px="4" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
        <Text fontWeight="bold">אי אפשר להציג קובץ {label} בדפדפן</Text>
        <Text mt="1" color="fg.muted">
          הורידו את הקובץ כדי לפתוח אותו במחשב או בטלפון.
        </Text>
      </Box>
    );
  }
  if (doc.type === 'application/pdf') {
    return (
      <chakra.iframe
        src={previewUrl(doc.id)}
        title={`תצוגה מקדימה: ${doc.name}`}
        w="full"
        h={{ base: '60vh', md: '70vh' }}
        borderWidth="1px"
        borderRadius="md"
        bg="bg.muted"
      />
    );
  }
  return (
    <Box display="flex" justifyContent="center" bg="bg.muted" borderRadius="md" p="2">
      <chakra.img
        src={previewUrl(doc.id)}
        alt={doc.name}
        maxW="full"
        maxH={{ base: '60vh', md: '70vh' }}
        objectFit="contain"
      />
    </Box>
  );
}

/** SPEC §2: the document shown in a frame (PDF) or as a picture; other types offer the download. */
export function PreviewDialog({
  doc,
  onClose,
  onDownload,
  downloading,
  returnFocus,
}: {
  doc: DocumentItem | null;
  onClose: () => void;
  onDownload: (doc: DocumentItem) => void;
  downloading: boolean;
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      open={doc !== null}
      onOpenChange={(event) => !event.open && onClose()}
      lazyMount
      unmountOnExit
      placement="center"
      size="xl"
      finalFocusEl={returnFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="2">
            <Dialog.Header pe="14">
              <Dialog.Title overflowWrap="anywhere">{doc?.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseIconButton />
            </Dialog.CloseTrigger>
            <Dialog.Body>{doc && <Preview doc={doc} />}</Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onClose}>
                סגירה
              </Button>
              {doc && (
                <Button loading={downloading} loadingText="מוריד..." onClick={() => onDownload(doc)}>
                  <Download aria-hidden="true" />
                  הורדה
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
