import { ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { productPath } from '@shared/routes';
import type { ShopProduct } from '@shared/schemas/catalog';
import { Price } from './price';
import { thumbnailUrl } from '@web/lib/media';
import { Rating } from './rating';

export function ProductCard({ product }: { product: ShopProduct }) {
  const image = product.images[0];
  return (
    <Link
      to={productPath(product.id)}
      className="group flex w-full flex-col overflow-hidden rounded-lg border bg-background transition-shadow hover:shadow-md"
    >
      <div className="aspect-square overflow-hidden bg-muted">
        {image ? (
          <img
            src={thumbnailUrl(image)}
            alt=""
            loading="lazy"
            width={400}
            height={400}
            className="size-full object-cover transition-transform group-hover:scale-105"
          />
        ) : (
          <ImageIcon className="m-auto size-12 h-full text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-medium">{product.title}</h3>
        <Rating rating={product.rating} reviewCount={product.reviewCount} />
        <div className="mt-auto">
          <Price item={product} />
          {product.inventoryQuantity === 0 && <p className="text-sm font-medium text-sale">Out of stock</p>}
        </div>
      </div>
    </Link>
  );
}

export function ProductGrid({ products }: { products: ShopProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
