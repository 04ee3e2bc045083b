-- Reserved slot: replaced by its feature before landing.
SELECT 1;
