import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/config/site';

/** The coin mark and product name, leading home. */
export function BrandLink() {
  return (
    <Link to="/" className="brand-link">
      <svg className="brand-link__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#b8862b" />
        <circle cx="32" cy="32" r="24" fill="none" stroke="#f3d58a" strokeWidth="3" />
        <text x="32" y="43" fontFamily="Georgia, serif" fontSize="30" fontWeight="700" textAnchor="middle" fill="#fff7e0">
          ₹
        </text>
      </svg>
      <span className="brand-link__name">{PRODUCT_NAME}</span>
    </Link>
  );
}
