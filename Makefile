# The two commands of the README. Both bootstrap Node >= 22 when the system's is older.
.PHONY: start test lint format

start:
	@./scripts/with-node.sh npm start --silent

test:
	@./scripts/with-node.sh npm test --silent

lint:
	@./scripts/with-node.sh npm run lint --silent

format:
	@./scripts/with-node.sh npm run format --silent
