import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The bench's yardstick: a bare Fastify process with one route answering a fixed 48-product list
 * (by default the API's own first page, saved by the bench) with a plain reply.send of the array.
 * Every scenario's throughput is reported as a share of this route's, measured in the same run.
 *
 *   tsx bare-server.ts <port> [products.json]
 */

const port = Number(process.argv[2] ?? 3999);
const file = process.argv[3];

function syntheticList() {
  return Array.from({ length: 48 }, (_, i) => ({
    productId: i + 1,
    productName: `Classic Navy Shirt ${i + 1}`,
    price: 39.99,
    imageUrl: '/images/catalog/shirt/navy.svg',
    categoryName: 'male',
    description: 'Classic shirt in navy organic cotton. Reinforced seams for everyday wear. Machine wash cold.',
    vendorName: 'Northwind Apparel 2',
  }));
}

const products: unknown[] = file ? JSON.parse(readFileSync(file, 'utf8')) : syntheticList();

const app = Fastify({ logger: false });
app.get('/products', async (_request, reply) => reply.send(products));
app.get('/health', async () => ({ status: 'ok' }));

await app.listen({ port, host: '127.0.0.1' });
console.log(`bare route ready on ${port} (${products.length} products)`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
