import { Box, Button, chakra, Dialog, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { ActionFailure, type Failure } from '@/components/ui/action-failure';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { LinkButton } from '@/components/ui/link-button';
import { type DocumentType, documentTypes } from '@/shared/account';

/** What the dialog needs of a document (the customer's own, or one staff open on a customer's page). */
export interface PreviewableDocument {
  id: number;
  name: string;
  type: DocumentType;
}

function Preview({ doc, src }: { doc: PreviewableDocument; src: string }) {
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
        src={src}
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
        src={src}
        alt={doc.name}
        maxW="full"
        maxH={{ base: '60vh', md: '70vh' }}
        objectFit="contain"
      />
    </Box>
  );
}

/**
 * The document shown in a frame (PDF) or as a picture; other types offer the download. `src` is
 * the preview path of whoever opens it (the customer's own, or the admin's audited one).
 */
export function PreviewDialog<D extends PreviewableDocument>({
  doc,
  src,
  onClose,
  download,
  returnFocus,
}: {
  doc: D | null;
  src: (doc: D) => string;
  onClose: () => void;
  /** a button (the customer's: saved under the name, its failure told beside it) or a plain link */
  download:
    | { onDownload: (doc: D) => void; downloading: boolean; failure?: Failure }
    | { href: (doc: D) => string };
  returnFocus: () => HTMLElement | null;
}) {
  const failureId = useId();
  const failure = 'failure' in download ? download.failure : undefined;
  return (
    <DialogFrame
      open={doc !== null}
      onClose={onClose}
      size="xl"
      finalFocusEl={returnFocus}
      content={{ mx: '2' }}
    >
      <DialogTitleBar title={doc?.name} titleProps={{ overflowWrap: 'anywhere' }} />
      <Dialog.Body>
        {doc && <Preview doc={doc} src={src(doc)} />}
        {failure && (
          <Box mt="4">
            <ActionFailure id={failureId} failure={failure} />
          </Box>
        )}
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" onClick={onClose}>
          סגירה
        </Button>
        {doc &&
          ('href' in download ? (
            <LinkButton asChild>
              <a href={download.href(doc)} download>
                <Download aria-hidden="true" />
                הורדה
              </a>
            </LinkButton>
          ) : (
            <Button
              loading={download.downloading}
              loadingText="מוריד..."
              aria-describedby={failure ? failureId : undefined}
              onClick={() => download.onDownload(doc)}
            >
              <Download aria-hidden="true" />
              הורדה
            </Button>
          ))}
      </Dialog.Footer>
    </DialogFrame>
  );
}
