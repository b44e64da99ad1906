import { Badge } from '@chakra-ui/react';
import { type PolicyStatus, policyStatusLabels } from '@/shared/account';
import { badgeRecipe } from './recipes';

const statusPalettes: Record<PolicyStatus, string> = { active: 'green', ended: 'gray', cancelled: 'red' };

/** The status badge: active green, ended grey, cancelled red, always with its word. */
export function PolicyStatusBadge({ status }: { status: PolicyStatus }) {
  return (
    <Badge
      recipe={badgeRecipe}
      colorPalette={statusPalettes[status]}
      variant="subtle"
      size="md"
      whiteSpace="nowrap"
    >
      {policyStatusLabels[status]}
    </Badge>
  );
}
