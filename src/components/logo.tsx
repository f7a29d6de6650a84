export function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M18 44V18h7v20h13v6z" fill="#fff" />
      <circle cx="45" cy="22" r="5" fill="#fde68a" />
    </svg>
  );
}
