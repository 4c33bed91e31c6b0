import Avatar from '@mui/material/Avatar';
import { useState } from 'react';
import { DefaultAvatarImage } from './DefaultAvatarImage.js';

/** Props of {@link AgentAvatar}. */
export interface AgentAvatarProps {
  /** Picture URL; empty, `null` or failing to load shows the default image. */
  src?: string | null;
  /** The agent's display name (used as the default `alt`). */
  name: string;
  /** Diameter in px. Default 40. */
  size?: number;
  /** Alternative text; default `name` (pass the translated `dashboard.avatarAlt`). */
  alt?: string;
  /**
   * The page's largest image (e.g. the dashboard greeting): fetched with
   * `fetchpriority="high"` so the largest paint comes sooner (issue #8). Default false.
   */
  priority?: boolean;
}

/**
 * An agent's round profile picture (spec §3), falling back to
 * {@link DefaultAvatarImage} when `src` is empty or the image fails to load. Named by the
 * agent's name alone (no `alt`), it is marked `translate="no"` (issue #29: a name reads the
 * same in every language); a given `alt` is the caller's translated sentence.
 */
export function AgentAvatar({ src, name, size = 40, alt, priority = false }: AgentAvatarProps) {
  const label = alt ?? name;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : undefined;
  return (
    <Avatar
      src={usable}
      alt={label}
      translate={alt === undefined ? 'no' : undefined}
      sx={{ width: size, height: size, bgcolor: 'transparent' }}
      slotProps={{
        img: {
          onError: () => setFailedSrc(src ?? null),
          referrerPolicy: 'no-referrer',
          ...(priority ? { fetchPriority: 'high' as const } : {}),
        },
      }}
    >
      <DefaultAvatarImage title={label} />
    </Avatar>
  );
}
