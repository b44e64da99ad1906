import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { Download, Eye, Trash2 } from 'lucide-react';
import { type DocumentItem, documentTypes, formatFileSize } from '@/shared/account';
import { tableSlotRecipe } from '@/theme/chakra-theme';
import { ExpiryIndicator } from './expiry';
import { formatTimestamp } from './transfer';

export interface DocumentActions {
  onPreview: (doc: DocumentItem, opener: HTMLElement) => void;
  onDownload: (doc: DocumentItem) => void;
  onDelete: (doc: DocumentItem, opener: HTMLElement) => void;
  /** the document being downloaded, if any */
  downloading: number | undefined;
}

function Actions({ doc, actions }: { doc: DocumentItem; actions: DocumentActions }) {
  return (
    <Flex gap="2" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        aria-haspopup="dialog"
        aria-label={`תצוגה מקדימה: ${doc.name}`}
        onClick={(event) => actions.onPreview(doc, event.currentTarget)}
      >
        <Eye aria-hidden="true" />
        תצוגה
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={`הורדה: ${doc.name}`}
        loading={actions.downloading === doc.id}
        loadingText="מוריד..."
        onClick={() => actions.onDownload(doc)}
      >
        <Download aria-hidden="true" />
        הורדה
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-haspopup="dialog"
        aria-label={`מחיקה: ${doc.name}`}
        onClick={(event) => actions.onDelete(doc, event.currentTarget)}
      >
        <Trash2 aria-hidden="true" />
        מחיקה
      </Button>
    </Flex>
  );
}

const typeAndSize = (doc: DocumentItem) => `${documentTypes[doc.type].label} · ${formatFileSize(doc.size)}`;

interface DocumentsListProps {
  docs: readonly DocumentItem[];
  /** Israel's date, YYYY-MM-DD, for the expiry dots */
  today: string;
  actions: DocumentActions;
}

/** Below `md`: one card per document, nothing cut off at 375 px. */
function Cards({ docs, today, actions }: DocumentsListProps) {
  return (
    <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3" aria-label="המסמכים שלי">
      {docs.map((doc) => (
        <Box as="li" key={doc.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg" minW="0">
          <Text fontWeight="bold" overflowWrap="anywhere">
            {doc.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {typeAndSize(doc)} · הועלה ב-{formatTimestamp(doc.createdAt)}
          </Text>
          <Box mt="2" fontSize="sm">
            <ExpiryIndicator date={doc.expirationDate} today={today} />
          </Box>
          <Box mt="3">
            <Actions doc={doc} actions={actions} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The documents: a table from `md`, cards below. */
export function DocumentsList({ docs, today, actions }: DocumentsListProps) {
  return (
    <>
      <Box hideFrom="md">
        <Cards docs={docs} today={today} actions={actions} />
      </Box>
      <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="lg">
        <Table.Root recipe={tableSlotRecipe} size="md">
          <Table.Caption srOnly>המסמכים שלי</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>שם המסמך</Table.ColumnHeader>
              <Table.ColumnHeader>סוג וגודל</Table.ColumnHeader>
              <Table.ColumnHeader>הועלה</Table.ColumnHeader>
              <Table.ColumnHeader>תוקף</Table.ColumnHeader>
              <Table.ColumnHeader>פעולות</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {docs.map((doc) => (
              <Table.Row key={doc.id}>
                <Table.Cell fontWeight="medium" maxW="18rem" overflowWrap="anywhere">
                  {doc.name}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" color="fg.muted">
                  {typeAndSize(doc)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={doc.createdAt}>{formatTimestamp(doc.createdAt)}</time>
                </Table.Cell>
                <Table.Cell>
                  <ExpiryIndicator date={doc.expirationDate} today={today} />
                </Table.Cell>
                <Table.Cell>
                  <Actions doc={doc} actions={actions} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
