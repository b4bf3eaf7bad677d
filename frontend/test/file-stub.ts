// Stands in for CSS, SVG, image and font imports under Jest.
export default 'test-file-stub';
