import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useActionFailure } from '@/components/ui/action-failure';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { type ClaimDetails, claimMessages, claimTakesDocuments } from '@/shared/claims';
import { UploadDialog } from '../documents/upload-dialog';

type Request = ClaimDetails['documentRequests'][number];

/** One request: answered, or answered now with one of the customer's documents or a new upload. */
function RequestAnswer({ claim, request }: { claim: ClaimDetails; request: Request }) {
  const id = useId();
  const utils = trpc.useUtils();
  const documents = trpc.account.documents.list.useQuery();
  const attach = trpc.account.claims.attachDocument.useMutation();
  const refusal = useActionFailure();
  const [chosen, setChosen] = useState('');
  const [uploading, setUploading] = useState(false);
  const send = async (documentId: number) => {
    refusal.clear();
    try {
      await attach.mutateAsync({ id: claim.id, documentId, requestId: request.id });
      toaster.success({ title: claimMessages.attached });
      void utils.account.claims.get.invalidate({ id: claim.id });
    } catch (error) {
      refusal.show({ title: claimMessages.attachFailed, text: errorMessage(error, 'אנא נסו שוב.') });
    }
  };
  const answered = documents.data?.find((doc) => doc.id === request.documentId);
  return (
    <chakra.li borderWidth="1px" borderColor="border" borderRadius="xl" p="4" bg="bg.panel">
      <Text fontWeight="bold">{request.title}</Text>
      {request.documentId !== undefined ? (
        <Flex mt="2" gap="2" align="center" color="green.fg">
          <CircleCheck aria-hidden="true" size={18} />
          <Text>
            נשלח: <bdi>{answered?.name ?? 'מסמך'}</bdi>
          </Text>
        </Flex>
      ) : claimTakesDocuments(claim.status) ? (
        <Stack mt="3" gap="3">
          <Flex gap="2" align="end" wrap="wrap">
            <Box flex="1" minW="48">
              <chakra.label htmlFor={`${id}-pick`} display="block" fontWeight="medium" mb="1">
                מסמך מהמסמכים שלי
              </chakra.label>
              <chakra.select
                id={`${id}-pick`}
                w="full"
                h="10"
                px="3"
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                bg="bg"
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">בחרו מסמך</option>
                {documents.data?.map((doc) => (
                  <option key={doc.id} value={doc.id}>
                    {doc.name}
                  </option>
                ))}
              </chakra.select>
            </Box>
            <Button
              disabled={!chosen}
              loading={attach.isPending}
              onClick={() => send(Number(chosen))}
              aria-describedby={refusal.describedBy}
            >
              שליחה
            </Button>
          </Flex>
          <Button
            id={`${id}-upload`}
            alignSelf="start"
            variant="outline"
            size="sm"
            onClick={() => setUploading(true)}
          >
            <Upload aria-hidden="true" />
            העלאת מסמך חדש
          </Button>
          {refusal.alert}
          <UploadDialog
            open={uploading}
            onClose={() => setUploading(false)}
            returnFocus={() => document.getElementById(`${id}-upload`)}
            onUploaded={(doc) => {
              setUploading(false);
              void utils.account.documents.list.invalidate();
              void send(doc.id);
            }}
          />
        </Stack>
      ) : null}
    </chakra.li>
  );
}

/** What the agency asked the customer to send, open requests first. */
export function DocumentRequests({ claim }: { claim: ClaimDetails }) {
  if (claim.documentRequests.length === 0) return null;
  const ordered = [...claim.documentRequests].sort(
    (a, b) => Number(a.documentId !== undefined) - Number(b.documentId !== undefined),
  );
  return (
    <Box as="section" aria-labelledby="claim-requests">
      <Heading as="h3" size="lg" id="claim-requests" mb="2">
        מסמכים שהסוכנות ביקשה
      </Heading>
      <Text mb="4" color="fg.muted">
        שלחו כל מסמך מהמסמכים השמורים באזור האישי, או העלו אותו עכשיו.
      </Text>
      <chakra.ul listStyle="none" display="grid" gap="3">
        {ordered.map((request) => (
          <RequestAnswer key={request.id} claim={claim} request={request} />
        ))}
      </chakra.ul>
    </Box>
  );
}
