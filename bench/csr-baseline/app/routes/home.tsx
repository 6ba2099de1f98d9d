// The home page needs no data: the same module, rendered in the browser.
export { default, meta } from '../../../../app/routes/home.tsx';
