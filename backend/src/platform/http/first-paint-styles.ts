/**
 * The first screen's styles, inlined in the head of every server-written page (decisions/0059): the
 * app's colours, type and layout (theme.ts, app-header.css, coin-card.css, coin-grid.css,
 * coin-detail.css) for the markup of first-paint.ts, so the page looks like the app before the app
 * has started and the app replaces it without a jump. Every class starts with `fp-`: nothing here
 * touches the app's own markup.
 */
export const FIRST_PAINT_STYLES = `
#first-paint~#root{display:none}
body{margin:0;background:#faf6ee;color:#2a1f14;font:15px/1.5714 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari','Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased}
.fp a{color:inherit;text-decoration:none}
.fp-header{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid #eadfca;padding:6px 16px 0}
.fp-header__inner{display:flex;align-items:center;justify-content:space-between;gap:12px;max-width:1200px;min-height:58px;margin:0 auto}
.fp-brand{display:inline-flex;align-items:center;gap:10px}
.fp-brand svg{width:34px;height:34px}
.fp-brand span{font:700 1.5rem Georgia,'Times New Roman',serif;letter-spacing:.02em;color:#8c5d12}
.fp-actions{display:flex;align-items:center;gap:8px;margin-left:auto}
.fp-button{display:inline-flex;align-items:center;height:32px;padding:0 15px;border:1px solid #d9d9d9;border-radius:10px;background:#fff;font-size:15px;line-height:1}
.fp-button--primary{background:#8c5d12;border-color:#8c5d12;color:#fff!important;font-weight:600}
.fp-main{max-width:1200px;margin:0 auto;padding:24px 16px 48px}
.fp-main h1{margin:0 0 12px;font-size:28px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}
.fp-intro{margin:0 0 16px;color:#6b5d4c;font-size:15px}
.fp-search{display:flex;max-width:760px;margin:0 0 16px}
.fp-search input{flex:1;min-width:0;height:40px;padding:0 11px;border:1px solid #d9d9d9;border-radius:10px;background:#fff;color:inherit;font:inherit;font-size:17px}
.fp-search input::placeholder{color:#7a6b5a}
.fp-caption{margin:0 0 12px;font-weight:600}
.fp-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;margin:0;padding:0;list-style:none}
.fp-grid>li:nth-child(n+7){content-visibility:auto;contain-intrinsic-size:auto 420px}
.fp-card{display:flex;flex-direction:column;height:100%;overflow:hidden;background:#fff;border:1px solid #f0f0f0;border-radius:12px}
.fp-card__cover{aspect-ratio:4/3;overflow:hidden;background:#f3ead8}
.fp-card__placeholder{display:flex;align-items:center;justify-content:center;height:100%;background:linear-gradient(135deg,#f3e6c8,#e2c98f);color:#8c5d12;font-size:3rem;font-weight:700;line-height:1}
.fp-card__cover img,.fp-picture img{display:block;width:100%;height:100%;object-fit:cover}
.fp-card__body{display:flex;flex:1;flex-direction:column;min-width:0;padding:16px}
.fp-card__title{display:-webkit-box;margin:0 0 4px;overflow:hidden;-webkit-line-clamp:2;-webkit-box-orient:vertical;font-size:1.05rem;font-weight:600;line-height:1.35;overflow-wrap:anywhere}
.fp-price{font-size:1.25rem;font-weight:700;color:#8c5d12}
.fp-badge{margin-left:8px;padding:0 7px;border:1px solid #ffa39e;border-radius:4px;background:#fff1f0;color:#a8071a;font-size:12px;line-height:20px}
.fp-facts{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:8px 0 0;font-size:.875rem}
.fp-facts dt{color:#6b5d4c}
.fp-facts dd{margin:0;min-width:0;overflow-wrap:anywhere}
.fp-place{margin-top:auto;padding-top:8px;color:#6b5d4c;font-size:.8125rem}
.fp-card--sold .fp-card__cover{opacity:.55;filter:grayscale(1)}
.fp-card--sold .fp-price{color:#6b5d4c;text-decoration:line-through}
.fp-picture{max-width:480px;aspect-ratio:1/1;margin:0 0 16px;overflow:hidden;border-radius:12px;background:#f3ead8}
.fp-picture img{object-fit:contain}
.fp-article{display:grid;gap:0 32px}
.fp-article p{margin:0 0 8px}
.fp-text{white-space:pre-line}
.fp-aside{margin-top:24px;padding:28px 24px;border-radius:16px;background:linear-gradient(150deg,#3b2a17 0%,#6e4910 100%);color:#eadfca}
.fp-aside h2{margin:0 0 8px;color:#f3d58a;font-size:1.375rem;line-height:1.35}
.fp-aside p{margin:0}
@media (max-width:575.98px){
.fp-card{flex-direction:row}
.fp-card__cover{flex:0 0 120px;aspect-ratio:auto;min-height:160px}
}
@media (min-width:576px){.fp-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:768px){.fp-article{grid-template-columns:minmax(0,42%) 1fr}.fp-article>*{grid-column:2}.fp-article>.fp-picture{grid-column:1;grid-row:1/span 9}}
@media (min-width:1200px){.fp-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (max-width:767.98px){.fp-brand{gap:6px}.fp-brand svg{width:30px;height:30px}.fp-brand span{font-size:1.25rem}.fp-actions{gap:6px}}
`
  .trim()
  .replace(/\n/g, '');
