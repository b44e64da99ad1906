import { Badge } from '@chakra-ui/react';
import { type ClaimStatus, claimStatusLabels } from '@/shared/claims';
import { badgeRecipe } from '@/theme/chakra-theme';

const palettes: Record<ClaimStatus, string> = {
  received: 'blue',
  submitted: 'blue',
  documents_needed: 'orange',
  approved: 'green',
  declined: 'red',
  paid: 'green',
  closed: 'gray',
};

/** A claim's status in its words; the colour is only a second hint. Staff and customers see the same. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge
      recipe={badgeRecipe}
      colorPalette={palettes[status]}
      variant="subtle"
      size="md"
      whiteSpace="nowrap"
    >
      {claimStatusLabels[status]}
    </Badge>
  );
}
