import CAllocationCounter
import Curtain

print(curtain_allocation_count())
