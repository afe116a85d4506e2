# The two commands of the README. Both bootstrap Node >= 22 when the system's is older.
.PHONY: start reset test lint format

start:
	@./scripts/with-node.sh npm start --silent

# Forgets the local chains' state (data/chains, the deployments files): the next start is a new chain.
reset:
	@./scripts/with-node.sh npm run reset --silent

test:
	@./scripts/with-node.sh npm test --silent

lint:
	@./scripts/with-node.sh npm run lint --silent

format:
	@./scripts/with-node.sh npm run format --silent
