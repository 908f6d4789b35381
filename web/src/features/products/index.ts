// Products as other features use them: the list and adding one from a picker.
export { toAddProductInput, useAddProduct } from './api/add-product';
export { useProducts } from './api/get-products';
export { productKeys } from './api/keys';
