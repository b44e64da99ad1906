import { chakra } from '@chakra-ui/react';

// Tailwind's 700–800 steps, each dark enough for white initials at AA (5:1 and more); plain values,
// since the site's theme carries only the palettes it uses
const colours = [
  '#0f766e',
  '#1d4ed8',
  '#6d28d9',
  '#be185d',
  '#b91c1c',
  '#9a3412',
  '#15803d',
  '#155e75',
  '#374151',
  '#854d0e',
  '#a21caf',
  '#4338ca',
] as const;

/** A member id → one of the colours, spread so that neighbouring ids differ (Knuth's multiplicative hash). */
export function avatarColour(id: number): (typeof colours)[number] {
  const hash = Math.imul(id, 2654435761) >>> 0;
  return colours[hash % colours.length] ?? '#374151';
}

/** 'דנה כהן' → 'דכ', 'Anna' → 'A': the first letter of the first and the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = [...(words[0] ?? '?')][0] ?? '?';
  const last = words.length > 1 ? ([...(words.at(-1) ?? '')][0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('he-IL');
}

/**
 * The member's avatar, made here from the id and the name (a placeholder-avatar service would send
 * every member id to a third party): a coloured circle with the initials. Decorative: the name is beside it.
 */
export function MemberAvatar({ id, name, size = '9' }: { id: number; name: string; size?: string }) {
  return (
    <chakra.span
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize={size}
      borderRadius="full"
      bg={avatarColour(id)}
      color="white"
      fontSize="sm"
      fontWeight="bold"
      lineHeight="1"
      userSelect="none"
      data-avatar-for={id}
    >
      {initialsOf(name)}
    </chakra.span>
  );
}
